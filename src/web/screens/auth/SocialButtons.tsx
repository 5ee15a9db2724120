import { Button, SimpleGrid, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconBrandApple, IconBrandDiscord, IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { authRoutes, oauthStartUrl, type OAuthProvider } from '@common/api/routes/auth';
import { call } from '../../api/client';

const BUTTONS: { id: OAuthProvider | 'apple'; label: string; Icon: typeof IconBrandGoogle; color: string }[] = [
  { id: 'google', label: 'Google', Icon: IconBrandGoogle, color: '#db4437' },
  { id: 'facebook', label: 'Facebook', Icon: IconBrandFacebook, color: '#1877f2' },
  { id: 'discord', label: 'Discord', Icon: IconBrandDiscord, color: '#5865f2' },
  { id: 'apple', label: 'Apple', Icon: IconBrandApple, color: '#111' },
];

/**
 * Social sign-in (live-world §2). GET /api/auth/providers says which providers this server has
 * configured; the others, and Apple always, are shown disabled with a tooltip saying why.
 */
export function SocialButtons({ callbackUrl }: { callbackUrl: string }) {
  const providers = useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: () => call(authRoutes.providers, {}),
    staleTime: Infinity,
  });
  const enabled = new Set(providers.data?.providers.filter((p) => p.enabled).map((p) => p.id));

  return (
    <SimpleGrid cols={2} spacing="sm" data-testid="social-buttons">
      {BUTTONS.map(({ id, label, Icon, color }) => {
        const provider = id === 'apple' ? null : id;
        const on = provider !== null && enabled.has(provider);
        const why = id === 'apple' ? 'Sign in with Apple is not available yet' : `${label} sign-in is not configured on this server`;
        const button = (
          <Button
            fullWidth
            variant="default"
            radius="xl"
            disabled={!on}
            leftSection={<Icon size={18} color={on ? color : undefined} />}
            onClick={() => provider && window.location.assign(oauthStartUrl(provider, callbackUrl))}
            aria-label={`Sign in with ${label}`}
          >
            {label}
          </Button>
        );
        return on ? (
          <div key={id}>{button}</div>
        ) : (
          <Tooltip key={id} label={why} events={{ hover: true, focus: true, touch: true }}>
            <div data-testid={`social-${id}-disabled`}>{button}</div>
          </Tooltip>
        );
      })}
    </SimpleGrid>
  );
}
