import { Center, Loader } from '@mantine/core';

/** Being built right now (wardrobe-web). */
export default function InventoryDialog() {
  return (
    <Center py="xl">
      <Loader />
    </Center>
  );
}
