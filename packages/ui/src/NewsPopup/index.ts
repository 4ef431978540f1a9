export { formatDate10 } from './formatDate10';
export { NewsPopup, type NewsPopupItem, type NewsPopupProps } from './NewsPopup';
