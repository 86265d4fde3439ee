/** A call to action: its visible label and where it goes. */
export interface LandingAction {
  label: string;
  href: string;
}
