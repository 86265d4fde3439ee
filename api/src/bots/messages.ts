import { CONFIRMATION_CODE_LIFETIME_HOURS, type Locale } from '@chameleon/contract';
import type { BotAnswer } from './receiveMessage';

// The bots' answers are written by the API, like its mails (services/mail-templates.ts), so
// their few texts live here in all five languages, in the catalogue's house style
// (locales/GLOSSARY.md: German du, French no-break spaces, the button's own label).

type Answers = Record<BotAnswer['kind'], (login: string) => string>;

export const botAnswers: Record<Locale, Answers> = {
  ru: {
    confirmed: (login) => `Готово: аккаунт ${login} подтверждён. Вернитесь на сайт и нажмите «Подтверждено, продолжить».`,
    used: () => 'Этот код уже использован: аккаунт подтверждён. Вернитесь на сайт.',
    expired: () =>
      `Срок действия кода истёк (он действует ${CONFIRMATION_CODE_LIFETIME_HOURS} ч). Обновите страницу подтверждения на сайте и пришлите новый код.`,
    unknown: () => 'Такого кода нет. Проверьте код на странице подтверждения на сайте.',
    notACode: () => 'Пришлите код со страницы подтверждения на сайте: 8 латинских букв и цифр.',
    welcome: () => 'Здравствуйте! Пришлите код со страницы подтверждения регистрации, и я подтвержу ваш аккаунт.',
  },
  en: {
    confirmed: (login) => `Done: account ${login} is confirmed. Go back to the site and press “I’ve confirmed, continue”.`,
    used: () => 'This code has already been used: the account is confirmed. Go back to the site.',
    expired: () =>
      `This code has expired (codes work for ${CONFIRMATION_CODE_LIFETIME_HOURS} hours). Reload the confirmation page on the site and send the new code.`,
    unknown: () => 'There is no such code. Check the code on the confirmation page of the site.',
    notACode: () => 'Send the code from the confirmation page of the site: 8 Latin letters and digits.',
    welcome: () => 'Hello! Send me the code from the sign-up confirmation page and I will confirm your account.',
  },
  de: {
    confirmed: (login) => `Fertig: Das Konto ${login} ist bestätigt. Geh zurück zur Website und klicke auf „Ich habe bestätigt, weiter“.`,
    used: () => 'Dieser Code wurde schon verwendet: Das Konto ist bestätigt. Geh zurück zur Website.',
    expired: () =>
      `Dieser Code ist abgelaufen (Codes gelten ${CONFIRMATION_CODE_LIFETIME_HOURS} Stunden). Lade die Bestätigungsseite der Website neu und sende den neuen Code.`,
    unknown: () => 'Diesen Code gibt es nicht. Prüfe den Code auf der Bestätigungsseite der Website.',
    notACode: () => 'Sende den Code von der Bestätigungsseite der Website: 8 lateinische Buchstaben und Ziffern.',
    welcome: () => 'Hallo! Sende mir den Code von der Bestätigungsseite der Registrierung, dann bestätige ich dein Konto.',
  },
  es: {
    confirmed: (login) => `Listo: la cuenta ${login} está confirmada. Vuelve al sitio y pulsa «Ya lo confirmé, continuar».`,
    used: () => 'Este código ya se ha usado: la cuenta está confirmada. Vuelve al sitio.',
    expired: () =>
      `Este código ha caducado (los códigos valen ${CONFIRMATION_CODE_LIFETIME_HOURS} horas). Recarga la página de confirmación del sitio y envía el código nuevo.`,
    unknown: () => 'Ese código no existe. Revisa el código en la página de confirmación del sitio.',
    notACode: () => 'Envía el código de la página de confirmación del sitio: 8 letras latinas y cifras.',
    welcome: () => '¡Hola! Envíame el código de la página de confirmación del registro y confirmaré tu cuenta.',
  },
  fr: {
    confirmed: (login) => `C’est fait\u00a0: le compte ${login} est confirmé. Revenez sur le site et appuyez sur «\u00a0J’ai confirmé, continuer\u00a0».`,
    used: () => 'Ce code a déjà été utilisé\u00a0: le compte est confirmé. Revenez sur le site.',
    expired: () =>
      `Ce code a expiré (les codes valent ${CONFIRMATION_CODE_LIFETIME_HOURS}\u00a0heures). Rechargez la page de confirmation du site et envoyez le nouveau code.`,
    unknown: () => 'Ce code n’existe pas. Vérifiez le code sur la page de confirmation du site.',
    notACode: () => 'Envoyez le code de la page de confirmation du site\u00a0: 8\u00a0lettres latines et chiffres.',
    welcome: () => 'Bonjour\u00a0! Envoyez-moi le code de la page de confirmation de l’inscription et je confirmerai votre compte.',
  },
};
