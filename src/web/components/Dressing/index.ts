export * from './useDressing';
export { SaveOutfitButton } from './SaveOutfitButton';
export { CategoryTabs, type CategoryTabsProps } from './CategoryTabs';
export { PreviewStage, type PreviewStageProps } from './PreviewStage';
export { ItemDetailsModal, type ItemDetailsModalProps } from './ItemDetailsModal';
export { CategorySubtitle, nestedEscape, popoverEscape, stagedStatus } from './parts';
export { useStagedChanges, type StagedChanges } from './useStagedChanges';
export { OwnedItemGrid, OwnedItemSearch } from './OwnedItems';
