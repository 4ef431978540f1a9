export { RequiredMark } from './RequiredMark';
