import { useEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPhoto, IconRefresh, IconRotate, IconRotateClockwise } from '@tabler/icons-react';
import { layerName, type Layer } from '@common/avatar/layers';
import { facingOfView, rotateLeft, rotateRight, VIEW_COUNT } from '@common/avatar/views';
import { cdn } from '@common/cdn';
import { PREVIEW_BACKGROUNDS, PREVIEW_CANVAS, PREVIEW_PRESETS, PREVIEW_TEXT, nextBackground, parsePreviewSkinTone, type PreviewPreset } from '@common/creator-tools/preview';
import { SkinTonePicker } from '../../components/SkinTonePicker';
import { drawPreview } from './drawPreview';
import { LayerList } from './LayerList';
import { useCdnPictures, useUploads } from './pictures';
import classes from './characterPreview.module.css';

const facingLabel = (view: number) => {
  const f = facingOfView(view).replace('-', ' ');
  return f[0]!.toUpperCase() + f.slice(1);
};

const typing = (t: EventTarget | null) => t instanceof HTMLTextAreaElement || (t instanceof HTMLInputElement && t.type !== 'checkbox');

/**
 * The Character Preview Tool (avatar-economy §2): a creator's layer pictures drawn on either
 * body in any of the six views, on six backgrounds, alone or over a preset outfit, all in the
 * browser. Arrow keys rotate; Escape closes (the dialog host).
 */
export default function CharacterPreviewDialog() {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [view, setView] = useState(0);
  const [bgIndex, setBgIndex] = useState(0);
  const [isMale, setIsMale] = useState(false);
  const [skinTone, setSkinTone] = useState(0);
  const [toneText, setToneText] = useState('0');
  const [preset, setPreset] = useState<PreviewPreset | null>(null);
  const { uploads, add, remove, clear } = useUploads();
  const background = PREVIEW_BACKGROUNDS[bgIndex]!;

  const bodyUrl = cdn.baseBody(isMale, skinTone);
  const presetUrl = (layer: Layer): string | null => {
    if (layer.kind === 'body') return null;
    const id = preset?.items[layer.key];
    return id === undefined ? null : layer.part === 'back' ? cdn.itemBack(id) : cdn.itemSprite(id);
  };
  const urls = useMemo(() => {
    const out = [bodyUrl];
    if (background.image) out.push(background.image);
    for (const id of Object.values(preset?.items ?? {})) out.push(cdn.itemSprite(id));
    // Only hair has a back part (long hair drawn behind the body).
    if (preset?.items.hair !== undefined) out.push(cdn.itemBack(preset.items.hair));
    return out;
  }, [bodyUrl, background.image, preset]);
  const picture = useCdnPictures(urls);

  const pictureOf = (layer: Layer) => {
    const upload = uploads[layerName(layer)];
    if (upload) return upload.picture;
    if (layer.kind === 'body') return picture(bodyUrl);
    const url = presetUrl(layer);
    return url ? picture(url) : null;
  };

  // Redrawn on every render: cheap (38 drawImage calls at most), and always what is shown.
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx) drawPreview(ctx, view, background, background.image ? picture(background.image) : null, pictureOf);
  });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target) || e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === 'ArrowLeft') setView(rotateLeft);
      else if (e.key === 'ArrowRight') setView(rotateRight);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const setTone = (tone: number) => {
    setSkinTone(tone);
    setToneText(String(tone));
  };
  const choosePreset = (p: PreviewPreset) => {
    setPreset(p);
    setIsMale(p.isMale);
    setTone(p.skinTone);
  };
  const resetAll = () => {
    clear();
    setPreset(null);
    setIsMale(false);
    setTone(0);
    setView(0);
    setBgIndex(0);
  };
  const standIn = (layer: Layer) => {
    if (layer.kind === 'body') return `Base body, skin ${skinTone}`;
    const url = presetUrl(layer);
    // A short hair has no back part: only a picture that arrived is named.
    return url && (layer.part !== 'back' || picture(url)) ? `From the ${preset!.label.toLowerCase()}` : null;
  };
  const uploadedCount = Object.keys(uploads).length;

  return (
    <div className={classes.layout} data-testid="character-preview">
      <div className={classes.stage}>
        <canvas
          ref={canvas}
          width={PREVIEW_CANVAS.width}
          height={PREVIEW_CANVAS.height}
          className={classes.canvas}
          aria-label={`Character, ${facingLabel(view)} view`}
          data-testid="preview-canvas"
          data-view={view}
          data-background={background.key}
          data-male={isMale}
          data-skin-tone={skinTone}
          data-uploads={uploadedCount}
        />
        <Group gap="xs" justify="center" wrap="nowrap">
          <Tooltip label="Rotate left (←)" openDelay={400}>
            <ActionIcon variant="light" size="lg" radius="xl" aria-label="Rotate left" onClick={() => setView(rotateLeft)}>
              <IconRotate size={20} />
            </ActionIcon>
          </Tooltip>
          <Text size="sm" fw={500} w={130} ta="center" data-testid="preview-view">
            {facingLabel(view)} · {view + 1}/{VIEW_COUNT}
          </Text>
          <Tooltip label="Rotate right (→)" openDelay={400}>
            <ActionIcon variant="light" size="lg" radius="xl" aria-label="Rotate right" onClick={() => setView(rotateRight)}>
              <IconRotateClockwise size={20} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </div>

      <Stack gap="sm" className={classes.side}>
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            leftSection={background.color ? <span className={classes.swatch} style={{ background: background.color }} /> : <IconPhoto size={16} />}
            onClick={() => setBgIndex((i) => nextBackground(i))}
            data-testid="preview-background"
          >
            Background: {background.label} ({bgIndex + 1}/{PREVIEW_BACKGROUNDS.length})
          </Button>
          <Checkbox label={PREVIEW_TEXT.maleCharacter} checked={isMale} onChange={(e) => setIsMale(e.currentTarget.checked)} data-testid="preview-male" />
        </Group>
        <Group gap="sm" align="center" wrap="nowrap">
          <TextInput
            label={PREVIEW_TEXT.skinTone}
            value={toneText}
            inputMode="numeric"
            w={132}
            onChange={(e) => {
              setToneText(e.currentTarget.value);
              setSkinTone(parsePreviewSkinTone(e.currentTarget.value));
            }}
            onBlur={() => setToneText(String(skinTone))}
            data-testid="preview-skin-tone"
          />
          <div className={classes.tones}>
            <SkinTonePicker value={skinTone} onChange={setTone} size={20} />
          </div>
        </Group>
        <Group gap="xs" wrap="wrap">
          {PREVIEW_PRESETS.map((p) => (
            <Button key={p.key} size="xs" variant={preset?.key === p.key ? 'filled' : 'light'} onClick={() => choosePreset(p)} data-testid={`preview-preset-${p.key}`}>
              {p.label}
            </Button>
          ))}
          <Button size="xs" variant="outline" color="red" leftSection={<IconRefresh size={14} />} onClick={resetAll} data-testid="preview-reset">
            {PREVIEW_TEXT.resetAll}
          </Button>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            Layers
          </Text>
          <Text size="xs" c="dimmed">
            {uploadedCount} of 38 uploaded · PNG sprite sheets, 2550x850
          </Text>
        </Group>
        <div className={classes.layerScroll}>
          <LayerList uploads={uploads} standIn={standIn} onUpload={(l, f) => void add(l, f)} onRemove={remove} />
        </div>
      </Stack>
    </div>
  );
}
