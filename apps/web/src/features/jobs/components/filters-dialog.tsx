import { Button, Modal, Stack } from '@mantine/core';
import { SearchFilters, type UpdateParams } from './search-filters.tsx';

/** The filters on narrow screens: a full-screen dialog, loaded the first time it is opened. */
export default function FiltersDialog({
  opened,
  onClose,
  params,
  update,
}: {
  opened: boolean;
  onClose: () => void;
  params: URLSearchParams;
  update: UpdateParams;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Filters" fullScreen>
      <Stack>
        <SearchFilters params={params} update={update} />
        <Button onClick={onClose}>Close</Button>
      </Stack>
    </Modal>
  );
}
