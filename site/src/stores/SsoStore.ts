import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../api/ApiClient';
import type { FailureMessage } from '../api/apiResult';

/** idle: the 'Authorize' button; authorizing: loading; authorized: 'You have successfully authorized'. */
export type SsoStatus = 'idle' | 'authorizing' | 'authorized' | 'failed';

/** The /auth/sso page: the signed-in user lets the launcher's sign-in request (`?request=`) through. */
export class SsoStore {
  status: SsoStatus = 'idle';
  error: FailureMessage | null = null;

  constructor(private readonly api: Pick<ApiClient, 'authorizeSso'>) {
    makeAutoObservable<SsoStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** `userCode`: the code the page showed, which the user compared with the launcher's. */
  async authorize(requestId: string, userCode: string): Promise<void> {
    if (this.status === 'authorizing' || this.status === 'authorized') return;
    this.status = 'authorizing';
    this.error = null;
    const reply = await this.api.authorizeSso({ request_id: requestId, user_code: userCode });
    runInAction(() => {
      if (reply.status === true) {
        this.status = 'authorized';
      } else {
        this.status = 'failed';
        this.error = reply.message;
      }
    });
  }

  reset(): void {
    this.status = 'idle';
    this.error = null;
  }
}
