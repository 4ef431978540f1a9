export { DateTimePicker, type DateTimePickerProps } from './DateTimePicker';
