export { RevisionDiff, type RevisionDiffField, type RevisionDiffProps } from './RevisionDiff';
