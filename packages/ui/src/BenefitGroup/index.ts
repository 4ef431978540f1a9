export { BenefitGroup, type BenefitGroupProps, BenefitGroups, type BenefitItem } from './BenefitGroup';
