export {
  ContactCategories,
  type ContactCategoriesProps,
  type ContactCategory,
  type ContactChannel,
} from './ContactCategories';
