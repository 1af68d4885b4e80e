import type { Company, ReviewStats } from '@fitjobs/contract';
import {
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  Group,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconBuilding, IconCamera, IconCircleCheckFilled, IconEdit, IconPencil } from '@tabler/icons-react';
import { label } from '../../../lib/format.ts';
import { Stars } from '../../../lib/stars.tsx';
import { locationLine, websiteHref } from '../meta.ts';
import { ImagePicker } from './image-picker.tsx';

interface Props {
  company: Company;
  stats: ReviewStats | undefined;
  canEdit: boolean;
  canReview: boolean;
  uploading: 'company_logo' | 'company_banner' | null;
  onPickImage: (file: File, category: 'company_logo' | 'company_banner') => void;
  onEdit: () => void;
  onOpenReviews: () => void;
  onWriteReview: () => void;
}

/** Banner, logo and the facts line of the company page; images are click-to-upload for editors. */
export function CompanyHeader(props: Props) {
  const { company, stats, canEdit } = props;
  const location = locationLine(company);
  const banner = (
    <Box
      h={{ base: 140, sm: 220 }}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: company.header_image_url
          ? `center / cover no-repeat url("${encodeURI(company.header_image_url)}")`
          : 'linear-gradient(120deg, var(--mantine-color-teal-6), var(--mantine-color-blue-7))',
      }}
      role="img"
      aria-label={`${company.name} banner`}
    />
  );
  const logo = (
    <Avatar
      src={company.logo_url}
      alt={`${company.name} logo`}
      size={112}
      radius="md"
      color="teal"
      bg="white"
    >
      <IconBuilding size={48} />
    </Avatar>
  );

  return (
    <Stack gap={0}>
      {canEdit ? (
        <ImagePicker
          label="Change banner"
          busy={props.uploading === 'company_banner'}
          onPick={(f) => props.onPickImage(f, 'company_banner')}
          icon={<IconCamera size={16} />}
        >
          {banner}
        </ImagePicker>
      ) : (
        banner
      )}
      <Group align="flex-end" gap="lg" px="lg" mt={-56} wrap="wrap">
        <Box
          style={{ border: '4px solid var(--mantine-color-body)', borderRadius: 'var(--mantine-radius-md)' }}
          bg="white"
        >
          {canEdit ? (
            <ImagePicker
              label="Change logo"
              compact
              busy={props.uploading === 'company_logo'}
              onPick={(f) => props.onPickImage(f, 'company_logo')}
              icon={<IconCamera size={16} />}
            >
              {logo}
            </ImagePicker>
          ) : (
            logo
          )}
        </Box>
        <Stack gap={4} flex={1} pt="lg" miw={240}>
          <Group gap="xs">
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {company.name}
            </Title>
            {company.verified && (
              <IconCircleCheckFilled
                size={22}
                color="var(--mantine-color-blue-6)"
                aria-label="Verified company"
              />
            )}
            {company.is_agency && <Badge variant="light">Agency</Badge>}
          </Group>
          {company.tagline && (
            <Text size="lg" c="dimmed">
              {company.tagline}
            </Text>
          )}
        </Stack>
        <Group gap="sm" pb={4}>
          {canEdit && (
            <Button leftSection={<IconEdit size={16} />} variant="default" onClick={props.onEdit}>
              Edit company
            </Button>
          )}
          {props.canReview && (
            <Button leftSection={<IconPencil size={16} />} onClick={props.onWriteReview}>
              Write a review
            </Button>
          )}
        </Group>
      </Group>
      <Group gap="lg" px="lg" mt="md" c="dimmed" fz="sm" wrap="wrap">
        {company.industry_name && <Text size="sm">{company.industry_name}</Text>}
        {location && <Text size="sm">{location}</Text>}
        {company.employee_count && <Text size="sm">{label('employee_count', company.employee_count)}</Text>}
        {company.website && (
          <Anchor href={websiteHref(company.website)} target="_blank" rel="noopener noreferrer" size="sm">
            {company.website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
          </Anchor>
        )}
        {/* The stars stand beside the button, not in it: a button holds only phrasing content. */}
        <Group gap={6}>
          <Stars value={stats?.average_rating ?? 0} />
          {/* Named by its visible text plus hidden words, so speech users can say what they see. */}
          <UnstyledButton onClick={props.onOpenReviews}>
            {stats && stats.total_reviews > 0 && (
              <Text component="span" size="sm" fw={600} c="var(--mantine-color-text)" mr={6}>
                {stats.average_rating.toFixed(1)}
                <VisuallyHidden component="span"> out of 5,</VisuallyHidden>
              </Text>
            )}
            <Text component="span" size="sm" td="underline">
              {stats?.total_reviews === 1 ? '1 review' : `${stats?.total_reviews ?? 0} reviews`}
            </Text>
            <VisuallyHidden component="span">Show reviews</VisuallyHidden>
          </UnstyledButton>
        </Group>
      </Group>
    </Stack>
  );
}
