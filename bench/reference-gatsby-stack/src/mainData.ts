import { fetchMainData } from '../../reference-gatsby-data/src/mainData';

let started: Promise<unknown> | null = null;

/** The data reference's call, sent once as the bundle starts (gatsby-browser); the store reads its reply once hydrated. */
export const mainData = (): Promise<unknown> => (started ??= fetchMainData());
