import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconMessages, IconPhoto, IconShare } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { statusRoutes } from '@common/api/routes/status';
import { socialLink, type SocialKind, type SocialLink } from '@common/social';
import { call } from '../api/client';

const ICONS: Record<SocialKind, typeof IconMessages> = { community: IconMessages, photos: IconPhoto, network: IconShare };
const CACHE_KEY = 'oldroad.socialLinks';

function cached(): SocialLink[] {
  try {
    const parsed = socialLink.array().safeParse(JSON.parse(localStorage.getItem(CACHE_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * The operator's social links. Kept in the browser from the last answer, because the offline
 * screen shows them exactly when the server cannot be reached.
 */
function useSocialLinks(): SocialLink[] {
  const [links, setLinks] = useState<SocialLink[]>(cached);
  useEffect(() => {
    let live = true;
    call(statusRoutes.site, {}, { anonymous: true })
      .then((res) => {
        if (!live) return;
        setLinks(res.socialLinks);
        localStorage.setItem(CACHE_KEY, JSON.stringify(res.socialLinks));
      })
      .catch(() => {
        /* offline: keep the remembered links */
      });
    return () => {
      live = false;
    };
  }, []);
  return links;
}

export function SocialLinks() {
  const links = useSocialLinks();
  if (links.length === 0) return null;
  return (
    <Group gap="xs" justify="center" data-testid="social-links">
      {links.map((link) => {
        const Icon = ICONS[link.kind];
        return (
          <Tooltip key={link.kind} label={link.label} openDelay={500}>
            <ActionIcon component="a" href={link.url} target="_blank" rel="noopener noreferrer" variant="light" radius="xl" size="lg" aria-label={link.label}>
              <Icon size={18} />
            </ActionIcon>
          </Tooltip>
        );
      })}
    </Group>
  );
}
