import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../transport/ApiClient';
import type { FailureMessage } from '../transport/apiResult';
import { Command } from './command';
import { done, refused, type Result } from './result';

/**
 * idle: the 'Authorize' button; authorizing: loading; authorized: 'You have successfully
 * authorized'; refused: the user pressed Cancel.
 */
export type SsoStatus = 'idle' | 'authorizing' | 'authorized' | 'failed' | 'refused';

/** The /auth/sso page: the signed-in user lets the launcher's sign-in request (`?request=`) through. */
export class SsoStore {
  status: SsoStatus = 'idle';
  /** After a refusal: whether the launcher was told (false on a backend without the call). */
  launcherTold = false;
  /** `reset()` (sign-out) drops an answer for the previous user: it never lands. */
  private readonly commands = new Command<'authorize' | 'refuse'>();

  constructor(private readonly api: Pick<ApiClient, 'authorizeSso' | 'refuseSso'>) {
    makeAutoObservable<SsoStore, 'api' | 'commands'>(this, { api: false, commands: false }, { autoBind: true });
  }

  get refusing(): boolean {
    return this.commands.isPending('refuse');
  }

  /** Why authorizing (or else refusing) failed last. */
  get error(): FailureMessage | null {
    return this.commands.errorOf('authorize') ?? this.commands.errorOf('refuse');
  }

  /**
   * `userCode`: the code the page showed, which the user compared with the launcher's. A second
   * press while it runs shares its outcome; once authorized it sends nothing more.
   */
  authorize(requestId: string, userCode: string): Promise<Result> {
    if (this.status === 'authorized') return Promise.resolve(done);
    if (this.status === 'refused') return Promise.resolve(refused('SSO_REQUEST_REFUSED'));
    this.status = 'authorizing';
    return this.commands.run('authorize', () => this.api.authorizeSso({ request_id: requestId, user_code: userCode }), (reply) => {
      if (reply.status !== true) {
        this.status = 'failed';
        return refused(reply);
      }
      this.status = 'authorized';
      return done;
    });
  }

  /**
   * Cancel: the request can no longer be authorized, and the launcher's next poll hears so. A
   * backend without the call (UNSUPPORTED) still gets no authorization; the page then asks the
   * user to close the launcher's window.
   */
  refuse(requestId: string): Promise<Result> {
    if (this.status === 'authorized' || this.status === 'refused') return Promise.resolve(done);
    return this.commands.run('refuse', () => this.api.refuseSso({ request_id: requestId }), (reply) => {
      if (reply.status !== true && reply.message !== 'UNSUPPORTED') return refused(reply);
      this.status = 'refused';
      this.launcherTold = reply.status === true;
      return done;
    });
  }

  reset(): void {
    this.commands.reset();
    this.status = 'idle';
    this.launcherTold = false;
  }
}
