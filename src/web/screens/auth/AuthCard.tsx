import '../styles/forms';
import type { ReactNode } from 'react';
import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { PRODUCT_NAME, TOWN_NAME } from '@common/texts';
import { PATHS, navigate } from '../../router';
import { SocialLinks } from '../../components/SocialLinks';
import { VisitorBackdrop } from '../VisitorBackdrop';

/** The card every sign-in screen sits in, over the drawn town, with the brand on top. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <VisitorBackdrop>
      <Center flex={1} p={{ base: 'sm', sm: 'xl' }} py="xl">
        <Stack w="100%" maw={440} gap="md">
          <Anchor
            href={PATHS.home}
            underline="never"
            ta="center"
            onClick={(e) => {
              e.preventDefault();
              navigate(PATHS.home);
            }}
          >
            <Title order={1} className="brand-title" fz={48}>
              {PRODUCT_NAME}
            </Title>
          </Anchor>
          <Paper radius="xl" p={{ base: 'lg', sm: 'xl' }} shadow="xl">
            <Stack gap="lg">
              <Stack gap={2}>
                <Title order={2} fz={26}>
                  {title}
                </Title>
                <Text c="dimmed" size="sm">
                  {subtitle ?? `Your home in ${TOWN_NAME}`}
                </Text>
              </Stack>
              {children}
            </Stack>
          </Paper>
          <SocialLinks />
        </Stack>
      </Center>
    </VisitorBackdrop>
  );
}
