import { Badge, CloseButton } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { setPlaceParams } from '../where.ts';
import type { UpdateParams } from './search-filters.tsx';
import { useUrlPlace } from './use-url-place.ts';

/** The search's place beside the results ("Auckland ×"); removing it searches everywhere. */
export function LocationChip({ params, update }: { params: URLSearchParams; update: UpdateParams }) {
  const { place } = useUrlPlace(params);
  if (!place) return null;
  return (
    <Badge
      data-testid="location-chip"
      size="lg"
      variant="light"
      tt="none"
      fw={500}
      leftSection={<IconMapPin size={14} aria-hidden />}
      rightSection={
        <CloseButton
          size="sm"
          variant="transparent"
          aria-label={`Remove location ${place.name}`}
          onClick={() => update((p) => setPlaceParams(p, null))}
        />
      }
      pr={2}
    >
      {place.name}
    </Badge>
  );
}
