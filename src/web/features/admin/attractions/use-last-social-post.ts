import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Attraction } from '../../../../contract/attraction';
import { notices } from '../../../../contract/messages';
import { serverMessage } from '../../../api/admin-client';
import { contractResolver } from '../../../components/forms/form-resolver';
import { useAlerts } from '../../../providers/alerts';
import { useUpdateAttractionSocial } from '../api/update-attraction-social';
import { formatCalendarDay, parseMonthDayYear, todayMonthDayYear } from '../dates';

// Our wording (SPEC shows none for this field), in SPEC §5's voice: docs/decisions/064.
export const socialDateMessages = {
  invalid: 'Please enter a valid date as MM/DD/YYYY.',
  future: 'The date of a post cannot be in the future.',
} as const;

function socialDateSchema(today: string) {
  return z.object({
    lastSocialPost: z
      .string()
      .trim()
      .min(1, { error: 'This field is required.' })
      .refine((text) => parseMonthDayYear(text) !== null, { error: socialDateMessages.invalid })
      .refine((text) => (parseMonthDayYear(text) ?? '') <= today, {
        error: socialDateMessages.future,
      })
      .transform((text) => parseMonthDayYear(text) ?? text),
  });
}

type SocialForm = { lastSocialPost: string };

/**
 * The Manage Social form: the saved date of the last post, the date field (MM/DD/YYYY, not in the
 * future), saving it, filling in today and clearing it. `now` is fixed at mount so "today" and
 * "days ago" agree for the page's life.
 */
export function useLastSocialPost(attraction: Attraction) {
  const { showAlert } = useAlerts();
  const update = useUpdateAttractionSocial();
  const [now] = useState(() => new Date());
  const today = parseMonthDayYear(todayMonthDayYear(now)) ?? '';
  const [saved, setSaved] = useState(attraction.metadata.lastSocialPost);
  const { control, handleSubmit, formState, setValue, reset } = useForm<
    SocialForm,
    unknown,
    SocialForm
  >({
    resolver: contractResolver<SocialForm, SocialForm>(socialDateSchema(today)),
    mode: 'all',
    defaultValues: { lastSocialPost: formatCalendarDay(saved) ?? '' },
  });

  const save = async (lastSocialPost: string | null) => {
    try {
      const updated = await update.mutateAsync({ attraction, lastSocialPost });
      setSaved(updated.metadata.lastSocialPost);
      reset({ lastSocialPost: formatCalendarDay(updated.metadata.lastSocialPost) ?? '' });
      showAlert({ severity: 'success', message: notices.saved });
    } catch (error) {
      showAlert({ severity: 'error', message: serverMessage(error) ?? notices.attractionNotSaved });
    }
  };

  // Read every flag on each render: react-hook-form only tracks the ones read (a short-circuit
  // that skips isDirty would leave it stale).
  const { isValid, isDirty } = formState;

  return {
    now,
    saved,
    control,
    onSubmit: handleSubmit((values) => save(values.lastSocialPost)),
    canSave: isValid && isDirty && !update.isPending,
    saving: update.isPending,
    postedToday: () =>
      setValue('lastSocialPost', todayMonthDayYear(now), {
        shouldDirty: true,
        shouldTouch: true,
        shouldValidate: true,
      }),
    clear: () => void save(null),
  };
}

export type LastSocialPost = ReturnType<typeof useLastSocialPost>;
