export { Toaster, toastTypes } from './Toaster';
export type { ToasterProps, ToasterNotification, ToastType } from './Toaster';
