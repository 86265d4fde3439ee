import { Heading, Stack, Text } from '@chameleon/ui';

interface ScreenIntroProps {
  title: string;
  /** One line of what the screen is for. */
  lead?: string;
  className?: string;
}

/** The heading block of a screen: its `h1` and, when it has one, the lead under it. */
export function ScreenIntro({ title, lead, className }: ScreenIntroProps) {
  return (
    <Stack space="xs" className={className}>
      <Heading level={1}>{title}</Heading>
      {lead ? (
        <Text size="sm" tone="muted">
          {lead}
        </Text>
      ) : null}
    </Stack>
  );
}
