export { DownloadCard } from './DownloadCard';
export type { DownloadCardProps } from './DownloadCard';
