import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../transport/ApiClient';
import type { FailureMessage } from '../transport/apiResult';
import { LatestReply } from './latestReply';
import { done, refused, type Result } from './result';
import { SingleFlight } from './singleFlight';

/**
 * idle: the 'Authorize' button; authorizing: loading; authorized: 'You have successfully
 * authorized'; refused: the user pressed Cancel.
 */
export type SsoStatus = 'idle' | 'authorizing' | 'authorized' | 'failed' | 'refused';

/** The /auth/sso page: the signed-in user lets the launcher's sign-in request (`?request=`) through. */
export class SsoStore {
  status: SsoStatus = 'idle';
  error: FailureMessage | null = null;
  /** After a refusal: whether the launcher was told (false on a backend without the call). */
  launcherTold = false;
  refusing = false;
  private readonly inFlight = new SingleFlight<'authorize' | 'refuse', Result>();
  /** Superseded by `reset()` (sign-out): an answer for the previous user never lands. */
  private readonly replies = new LatestReply();

  constructor(private readonly api: Pick<ApiClient, 'authorizeSso' | 'refuseSso'>) {
    makeAutoObservable<SsoStore, 'api' | 'inFlight' | 'replies'>(this, { api: false, inFlight: false, replies: false }, { autoBind: true });
  }

  /**
   * `userCode`: the code the page showed, which the user compared with the launcher's. A second
   * press while it runs shares its outcome; once authorized it sends nothing more.
   */
  authorize(requestId: string, userCode: string): Promise<Result> {
    if (this.status === 'authorized') return Promise.resolve(done);
    if (this.status === 'refused') return Promise.resolve(refused('SSO_REQUEST_REFUSED'));
    return this.inFlight.run('authorize', () => this.send(requestId, userCode));
  }

  /**
   * Cancel: the request can no longer be authorized, and the launcher's next poll hears so. A
   * backend without the call (UNSUPPORTED) still gets no authorization; the page then asks the
   * user to close the launcher's window.
   */
  refuse(requestId: string): Promise<Result> {
    if (this.status === 'authorized' || this.status === 'refused') return Promise.resolve(done);
    this.refusing = true;
    return this.inFlight.run('refuse', () =>
      this.replies.request(() => this.api.refuseSso({ request_id: requestId }), (reply) => {
        this.refusing = false;
        if (reply.status !== true && reply.message !== 'UNSUPPORTED') {
          this.error = reply.message;
          return refused(reply);
        }
        this.status = 'refused';
        this.launcherTold = reply.status === true;
        this.error = null;
        return done;
      }),
    );
  }

  private send(requestId: string, userCode: string): Promise<Result> {
    this.status = 'authorizing';
    this.error = null;
    return this.replies.request(() => this.api.authorizeSso({ request_id: requestId, user_code: userCode }), (reply) => {
      if (reply.status !== true) {
        this.status = 'failed';
        this.error = reply.message;
        return refused(reply);
      }
      this.status = 'authorized';
      return done;
    });
  }

  reset(): void {
    this.replies.supersede();
    this.inFlight.clear();
    this.status = 'idle';
    this.error = null;
    this.launcherTold = false;
    this.refusing = false;
  }
}
