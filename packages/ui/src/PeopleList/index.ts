export { PeopleList, type PeopleListProps, type Person } from './PeopleList';
