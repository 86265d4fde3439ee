import { useCallback, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DEVELOPMENT_CAPTCHA_TOKEN } from '@chameleon/contract';
import { Captcha, DevCaptcha } from '@chameleon/ui';
import { useRuntimeConfig } from '../../config/RuntimeConfigProvider';
import { useLocale } from '../../i18n/useLocale';
import { useTheme } from '../../theme/ThemeProvider';
import type { FailureMessage } from '../../transport/apiResult';
import { Recaptcha } from './Recaptcha';

/**
 * The captcha answer of one form. `spend` after each reply: reCAPTCHA's answers count once
 * (Google refuses a token checked before), so the widget is asked again; the development
 * stand-in's answer stays unless the refusal was about the captcha itself.
 */
export function useCaptcha() {
  const { captchaSiteKey } = useRuntimeConfig();
  const [token, setToken] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const reset = useCallback(() => {
    setToken(null);
    setGeneration((value) => value + 1);
  }, []);
  const singleUse = Boolean(captchaSiteKey);
  /** After a reply: `failure` is its refusal, null when it succeeded. */
  const spend = useCallback(
    (failure: FailureMessage | null) => {
      if (singleUse || failure === null || failure === 'INVALID_CAPTCHA') reset();
    },
    [singleUse, reset],
  );
  return { token, setToken, generation, reset, spend };
}

export type CaptchaState = ReturnType<typeof useCaptcha>;

interface CaptchaFieldProps {
  captcha: CaptchaState;
  /** Already translated. */
  error?: string;
  disabled?: boolean;
  /** An answer arrived (the field's error can go). */
  onAnswer?: () => void;
}

/**
 * Google's reCAPTCHA checkbox when the runtime configuration has a site key; without one the
 * development stand-in, which hands over the token a development API accepts.
 */
export const CaptchaField = observer(function CaptchaField({ captcha, error, disabled, onAnswer }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  const { captchaSiteKey } = useRuntimeConfig();
  const { language } = useLocale();
  const theme = useTheme();
  const [loadFailed, setLoadFailed] = useState(false);
  const shownError = error ?? (loadFailed ? t('captcha.loadError') : undefined);
  const answer = (token: string | null) => {
    captcha.setToken(token);
    if (token !== null) onAnswer?.();
  };
  return (
    <Captcha label={t('captcha.label')} error={shownError}>
      {(invalid) =>
        captchaSiteKey ? (
          <Recaptcha
            siteKey={captchaSiteKey}
            language={language}
            theme={theme}
            onToken={answer}
            generation={captcha.generation}
            onLoadError={() => setLoadFailed(true)}
          />
        ) : (
          <DevCaptcha
            label={t('captcha.dev')}
            token={DEVELOPMENT_CAPTCHA_TOKEN}
            checked={captcha.token !== null}
            onToken={answer}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={invalid?.errorId}
          />
        )
      }
    </Captcha>
  );
});
