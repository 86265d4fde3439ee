/**
 * The account area's sections, by the names the menu and `<html>` (`app/accountHeadScript.ts`)
 * use: `home` is `/profile/`, every other one the path segment after it. Kept apart from the
 * components so style files can read it.
 */
export const profileSections = ['home', 'subscription', 'transactions', 'payment', 'settings', 'logout'] as const;
export type ProfileSection = (typeof profileSections)[number];

/** Finds the section at the end of an account path, with or without its language prefix. */
export const sectionInPath = /\/profile\/(?:([a-z]+)\/)?$/;

/** The section an account path (`/en/profile/subscription/`) names, if any. */
export function sectionOfPath(pathname: string): ProfileSection | undefined {
  const match = sectionInPath.exec(pathname);
  const name = match === null ? undefined : (match[1] ?? 'home');
  return (profileSections as readonly string[]).includes(name ?? '') ? (name as ProfileSection) : undefined;
}
