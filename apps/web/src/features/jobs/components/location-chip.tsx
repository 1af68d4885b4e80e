import { Badge, CloseButton } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LABELS } from '../../../lib/format.ts';
import { setPlaceParams } from '../where.ts';
import type { UpdateParams } from './search-filters.tsx';
import { useUrlPlace } from './use-url-place.ts';

/** A filter beside the results that one click removes ("Auckland ×", "Part time ×"). */
function RemovableChip(props: {
  testId: string;
  icon?: ReactNode;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <Badge
      data-testid={props.testId}
      size="lg"
      variant="light"
      tt="none"
      fw={500}
      leftSection={props.icon}
      rightSection={
        <CloseButton
          size="sm"
          variant="transparent"
          aria-label={props.removeLabel}
          onClick={props.onRemove}
        />
      }
      pr={2}
    >
      {props.children}
    </Badge>
  );
}

/** The search's place beside the results ("Auckland ×"); removing it searches everywhere. */
export function LocationChip({ params, update }: { params: URLSearchParams; update: UpdateParams }) {
  const { place } = useUrlPlace(params);
  if (!place) return null;
  return (
    <RemovableChip
      testId="location-chip"
      icon={<IconMapPin size={14} aria-hidden />}
      removeLabel={`Remove location ${place.name}`}
      onRemove={() => update((p) => setPlaceParams(p, null))}
    >
      {place.name}
    </RemovableChip>
  );
}

/** The work type and format as chips: what a query's words set ("part time") shows and undoes here. */
export function WorkChips({ params, update }: { params: URLSearchParams; update: UpdateParams }) {
  return (['schedule', 'work_format'] as const).map((key) => {
    const value = params.get(key);
    const text = value && LABELS[key]?.[value];
    if (!text) return null;
    return (
      <RemovableChip
        key={key}
        testId={`${key}-chip`}
        removeLabel={`Remove ${text}`}
        onRemove={() => update((p) => p.delete(key))}
      >
        {text}
      </RemovableChip>
    );
  });
}
