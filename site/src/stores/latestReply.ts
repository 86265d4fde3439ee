/**
 * The one way stores drop late replies: take a ticket before a request, and after its reply
 * land it only while the ticket is current. `supersede()` makes every ticket taken so far out
 * of date: a sign-out, a new token, a list replaced by main data. (Sharing one request between
 * callers is `SingleFlight`'s job; this only says whether a reply still belongs.)
 */
export class LatestReply {
  private generation = 0;

  /** Every request made before now has a late reply. */
  supersede(): void {
    this.generation += 1;
  }

  /** Call before sending; the returned check says whether the reply may still land. */
  ticket(): () => boolean {
    const taken = this.generation;
    return () => taken === this.generation;
  }
}
