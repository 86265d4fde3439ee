export { Captcha } from './Captcha';
export type { CaptchaProps } from './Captcha';
export { DevCaptcha } from './DevCaptcha';
export type { DevCaptchaProps } from './DevCaptcha';
