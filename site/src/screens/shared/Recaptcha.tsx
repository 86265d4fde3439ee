import { useEffect, useRef, useState } from 'react';

interface RecaptchaApi {
  render(container: HTMLElement, parameters: Record<string, unknown>): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: RecaptchaApi;
    __chameleonRecaptchaLoaded?: () => void;
  }
}

let pending: Promise<RecaptchaApi> | null = null;

/** Google's script, once per page load and only when a page shows the widget. */
function loadRecaptcha(language: string): Promise<RecaptchaApi> {
  if (window.grecaptcha) return Promise.resolve(window.grecaptcha);
  pending ??= new Promise<RecaptchaApi>((resolve, reject) => {
    window.__chameleonRecaptchaLoaded = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('reCAPTCHA is missing')));
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?onload=__chameleonRecaptchaLoaded&render=explicit&hl=${encodeURIComponent(language)}`;
    script.async = true;
    script.onerror = () => {
      // A later page may try again (the network may be back).
      pending = null;
      script.remove();
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.append(script);
  });
  return pending;
}

export interface RecaptchaProps {
  siteKey: string;
  language: string;
  theme: 'dark' | 'light';
  onToken: (token: string | null) => void;
  /** Changing it clears the widget (after a failed submit the answer is spent). */
  generation: number;
  /** The script failed to load. */
  onLoadError: () => void;
}

/** Google reCAPTCHA v2, the checkbox widget. */
export function Recaptcha({ siteKey, language, theme, onToken, generation, onLoadError }: RecaptchaProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [widget, setWidget] = useState<{ api: RecaptchaApi; id: number } | null>(null);
  // The widget keeps the callbacks it was rendered with; these refs let them reach the current props.
  const onTokenRef = useRef(onToken);
  const onLoadErrorRef = useRef(onLoadError);
  useEffect(() => {
    onTokenRef.current = onToken;
    onLoadErrorRef.current = onLoadError;
  });

  useEffect(() => {
    let active = true;
    loadRecaptcha(language).then(
      (api) => {
        const container = containerRef.current;
        if (!active || !container) return;
        const id = api.render(container, {
          sitekey: siteKey,
          theme,
          callback: (token: string) => onTokenRef.current(token),
          'expired-callback': () => onTokenRef.current(null),
          'error-callback': () => onTokenRef.current(null),
        });
        setWidget({ api, id });
      },
      () => {
        if (active) onLoadErrorRef.current();
      },
    );
    return () => {
      active = false;
    };
    // The widget is rendered once: Google's API cannot re-render a container.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (widget && generation > 0) widget.api.reset(widget.id);
  }, [widget, generation]);

  return <div ref={containerRef} />;
}
