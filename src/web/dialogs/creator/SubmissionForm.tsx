import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Group, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconSend, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { multipartBody } from '@common/api/contract';
import { creatorRoutes } from '@common/api/routes/creator';
import { ITEM_CATEGORIES } from '@common/avatar/categories';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { SUBMISSION_NAME_MAX, type Submission, type SubmissionGender } from '@common/creator/submission';
import { SUBMISSION_TEXT } from '@common/creator/texts';
import { call } from '../../api/client';
import { confirm } from '../../components/confirm';
import { Z } from '../../shell/layout';
import { toast } from '../../toast';
import { firstSubmitProblem, isPngFile } from './logic';
import { SpriteField } from './SpriteField';
import { makeThumbnail } from './thumbnail';
import { failureText, useRefreshSubmissions } from './useSubmissions';
import { WornPreview } from './WornPreview';

export const CATEGORY_OPTIONS = ITEM_CATEGORIES.map((c) => ({ value: String(c.id), label: `${c.emoji}  ${c.label}` }));

/**
 * A new submission, or an own pending one being edited (avatar-economy §2, §4, §5): the PNG
 * sprite (its head thumbnail made here), body, category and name, the terms for new ones, the
 * upload worn by the player's avatar in six views, then the spec's checks in order on submit.
 */
export function SubmissionForm({ existing, onDone }: { existing: Submission | null; onDone(): void }) {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  const refresh = useRefreshSubmissions();
  const [file, setFile] = useState<{ blob: File; key: number; url: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [thumb, setThumb] = useState<{ blob: Blob; url: string } | null>(null);
  const [gender, setGender] = useState<SubmissionGender | null>(existing?.gender ?? null);
  const [category, setCategory] = useState<number | null>(existing?.category ?? null);
  const [name, setName] = useState(existing?.name ?? '');
  const [accepted, setAccepted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fileCount = useRef(0);
  // A problem shown after Submit goes once the player changes what it was about.
  useEffect(() => setProblem(null), [gender, category, name, accepted]);

  // Object URLs live as long as their file or thumbnail is shown.
  useEffect(() => () => {
    if (file) URL.revokeObjectURL(file.url);
  }, [file]);
  useEffect(() => () => {
    if (thumb) URL.revokeObjectURL(thumb.url);
  }, [thumb]);

  // The thumbnail is the sprite on the default character of the chosen body; redrawn when either changes.
  const thumbFor = useRef<string>('');
  useEffect(() => {
    if (!file) return;
    const forKey = `${file.key}-${gender}`;
    const first = !thumbFor.current.startsWith(`${file.key}-`);
    thumbFor.current = forKey;
    makeThumbnail(file.blob, gender === 'male').then(
      (blob) => {
        if (thumbFor.current !== forKey) return;
        setThumb({ blob, url: URL.createObjectURL(blob) });
        if (first) toast.success(SUBMISSION_TEXT.thumbnailDone);
      },
      () => {
        if (thumbFor.current !== forKey) return;
        setThumb(null);
        toast.error(SUBMISSION_TEXT.thumbnailFailed);
      },
    );
  }, [file, gender]);

  const pick = (picked: File) => {
    setProblem(null);
    if (!isPngFile(picked)) {
      setFileError(SUBMISSION_TEXT.needPng);
      return;
    }
    setFileError(null);
    setThumb(null);
    fileCount.current += 1;
    setFile({ blob: picked, key: fileCount.current, url: URL.createObjectURL(picked) });
  };

  const done = async (res: { message: string }) => {
    toast.success(res.message);
    await refresh();
    onDone();
  };
  // A refusal to save shows in the form (not as a toast); a refusal to delete is toasted.
  const submitting = useMutation({
    mutationFn: () => {
      const fields = { gender: gender!, category: category!, name: name.trim() };
      const files = file && thumb ? { image: file.blob, thumbnail: thumb.blob } : {};
      return existing
        ? call(creatorRoutes.edit, { params: { id: existing.id }, body: multipartBody(creatorRoutes.edit.multipart, fields, files) })
        : call(creatorRoutes.create, { body: multipartBody(creatorRoutes.create.multipart, fields, files) });
    },
    meta: { showsOwnError: true },
    onSuccess: done,
    onError: (err) => setProblem(failureText(err)),
  });
  const removing = useMutation({
    mutationFn: (id: NonNullable<typeof existing>['id']) => call(creatorRoutes.remove, { params: { id } }),
    onSuccess: done,
  });
  const busy = submitting.isPending ? 'submit' : removing.isPending ? 'delete' : null;

  const submit = () => {
    const found = firstSubmitProblem({ hasNewImage: file !== null, gender, category, name, acceptedTerms: accepted }, existing !== null);
    setProblem(found);
    if (found) return;
    if (file && !thumb) {
      setProblem(SUBMISSION_TEXT.thumbnailFailed);
      return;
    }
    submitting.mutate();
  };

  const remove = async () => {
    if (!existing) return;
    const sure = await confirm({ title: 'Delete this submission?', detail: `"${existing.name}" will be removed and will not be reviewed.`, confirmLabel: 'Delete', danger: true });
    if (!sure) return;
    removing.mutate(existing.id);
  };

  return (
    <Stack gap="md" pb="md" data-testid="submission-form">
      <SpriteField
        spriteUrl={file?.url ?? existing?.imageUrl ?? null}
        thumbnailUrl={thumb?.url ?? (file ? null : (existing?.thumbnailUrl ?? null))}
        fileName={file?.blob.name ?? null}
        error={fileError}
        onPick={pick}
      />
      <Radio.Group label="Body" value={gender ?? ''} onChange={(v) => setGender(v as SubmissionGender)} data-testid="gender">
        <Group gap="lg" mt={6}>
          <Radio value="female" label="Female" data-testid="gender-female" />
          <Radio value="male" label="Male" data-testid="gender-male" />
        </Group>
      </Radio.Group>
      <Select
        label="Category"
        placeholder="Choose a category"
        data={CATEGORY_OPTIONS}
        value={category === null ? null : String(category)}
        onChange={(v) => setCategory(v === null ? null : Number(v))}
        searchable
        maxDropdownHeight={280}
        comboboxProps={{ zIndex: Z.confirm + 1 }}
        data-testid="category"
      />
      <TextInput label="Name" placeholder="What is it called?" value={name} maxLength={SUBMISSION_NAME_MAX} onChange={(e) => setName(e.currentTarget.value)} data-testid="name" />
      <WornPreview file={file} submissionId={existing?.id ?? null} category={category} height={mobile ? 170 : 160} columns={mobile ? 3 : 6} />
      {!existing && (
        <Checkbox
          checked={accepted}
          onChange={(e) => setAccepted(e.currentTarget.checked)}
          label="I accept the terms and conditions: this is my own work, and once approved Oldroad may sell it in the store under my name."
          data-testid="terms"
        />
      )}
      {problem && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="submission-problem">
          {problem}
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        {existing ? (
          <Button variant="light" color="red" leftSection={<IconTrash size={16} />} loading={busy === 'delete'} disabled={busy !== null} onClick={() => void remove()} data-testid="submission-delete">
            Delete
          </Button>
        ) : (
          <Text size="xs" c="dimmed">
            A moderator reviews every submission.
          </Text>
        )}
        <Button leftSection={<IconSend size={16} />} loading={busy === 'submit'} disabled={busy !== null} onClick={() => void submit()} data-testid="submission-submit">
          {existing ? 'Save Changes' : 'Submit'}
        </Button>
      </Group>
    </Stack>
  );
}
