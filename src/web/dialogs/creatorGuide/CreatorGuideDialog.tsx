import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import { cdn } from '@common/cdn';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import classes from './creatorGuide.module.css';

/**
 * The Creator Guide overlay (avatar-economy §2): the PDF the art generator writes, shown
 * inline with a Download link. Phone browsers often cannot show a PDF inside a page, so on a
 * phone the guide is a clear Open and Download instead of an empty frame.
 */
export default function CreatorGuideDialog() {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  const url = cdn.creatorGuide();
  const download = (
    <Button component="a" href={url} download="oldroad-creator-guide.pdf" leftSection={<IconDownload size={18} />} data-testid="creator-guide-download">
      Download PDF
    </Button>
  );

  if (mobile) {
    return (
      <Stack align="center" ta="center" gap="md" py="xl" px="md" data-testid="creator-guide">
        <ThemeIcon size={88} radius={44} variant="light" color="terracotta">
          <IconFileTypePdf size={48} stroke={1.5} />
        </ThemeIcon>
        <Title order={3}>Oldroad Creator Guide</Title>
        <Text c="dimmed" maw={340}>
          The sprite template with its six views, the layer order of each view, every item category and the rules an item must follow.
        </Text>
        <Stack gap="sm" w="100%" maw={320}>
          <Button component="a" href={url} target="_blank" rel="noopener" variant="light" leftSection={<IconExternalLink size={18} />}>
            Open the guide
          </Button>
          {download}
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack gap="sm" data-testid="creator-guide">
      <Group justify="space-between" wrap="nowrap">
        <Text c="dimmed" size="sm">
          How to draw an item for Oldroad: the template, the layers, the categories and the rules.
        </Text>
        {download}
      </Group>
      <iframe className={classes.frame} src={`${url}#view=FitH&navpanes=0`} title="Oldroad Creator Guide" data-testid="creator-guide-pdf" />
    </Stack>
  );
}
