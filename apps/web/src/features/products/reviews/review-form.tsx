import { RATING_STARS } from '@cartwise/domain/policy';
import {
  ANONYMOUS_AUTHOR,
  REVIEW_LIMITS,
  reviewInputSchema,
  type ReviewInput,
} from '@cartwise/domain/reviews/review-input';
import type { Review } from '@cartwise/domain/reviews/schemas';
import Star from 'lucide-react/icons/star';
import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage, apiErrorStatus } from '@/lib/api-error';
import { apiFieldErrors, focusFirstInvalid, issuesToFieldErrors, type FieldErrors } from '@/lib/form-errors';

interface ReviewFormProps {
  /** The review being edited; a new one without it. */
  review?: Review;
  /** Sends the review; answers the API's error, if any. */
  onSubmit: (review: ReviewInput) => Promise<{ error?: unknown }>;
  onCancel: () => void;
}

const starsLabel = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`;

/**
 * Writing or editing a review: 1 to 5 stars, a title, the text and an optional name, checked in the browser
 * with the server's schema; a refusal shows the server's messages beside the fields.
 */
export function ReviewForm({ review, onSubmit, onCancel }: ReviewFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [title, setTitle] = useState(review?.title ?? '');
  const [text, setText] = useState(review?.text ?? '');
  const [name, setName] = useState(review && review.author !== ANONYMOUS_AUTHOR ? review.author : '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const textId = useId();
  const ratingErrorId = useId();

  const showErrors = (found: FieldErrors, message: string | null) => {
    flushSync(() => {
      setErrors(found);
      setProblem(message);
    });
    focusFirstInvalid(form.current);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = reviewInputSchema.safeParse({ rating: rating || undefined, title, text, name });
    if (!parsed.success) {
      showErrors(issuesToFieldErrors(parsed.error.issues), null);
      return;
    }
    showErrors({}, null);
    setBusy(true);
    const { error } = await onSubmit(parsed.data);
    setBusy(false);
    if (error) {
      const fields = apiErrorStatus(error) === 400 ? apiFieldErrors(error) : {};
      showErrors(fields, Object.keys(fields).length > 0 ? null : apiErrorMessage(error, 'Your review could not be saved. Please try again.'));
    }
  };

  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} aria-label={review ? 'Edit your review' : 'Write a review'} className="flex flex-col gap-4">
      {problem && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <fieldset aria-describedby={errors.rating ? ratingErrorId : undefined}>
        <legend className="mb-1 text-sm font-medium text-gray-900">Your rating</legend>
        <div className="flex gap-1">
          {Array.from({ length: RATING_STARS }, (_, i) => i + 1).map((stars) => (
            <label key={stars} className="cursor-pointer rounded p-0.5 has-focus-visible:outline-2 has-focus-visible:outline-brand-600">
              <input
                type="radio"
                name="rating"
                value={stars}
                checked={rating === stars}
                onChange={() => setRating(stars)}
                aria-invalid={errors.rating && stars === 1 ? true : undefined}
                className="sr-only"
              />
              <span className="sr-only">{starsLabel(stars)}</span>
              <Star aria-hidden="true" className={`size-7 ${stars <= rating ? 'fill-amber-400 text-amber-500' : 'fill-none text-gray-400'}`} />
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id={ratingErrorId} className="mt-1 text-sm text-red-700">
            Choose from 1 to {RATING_STARS} stars
          </p>
        )}
      </fieldset>
      <TextField
        label="Title"
        name="title"
        maxLength={REVIEW_LIMITS.titleMax}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title && `Title ${errors.title}`}
      />
      <div>
        <label htmlFor={textId} className="mb-1 block text-sm font-medium text-gray-900">
          Your review
        </label>
        <textarea
          id={textId}
          name="text"
          rows={5}
          maxLength={REVIEW_LIMITS.textMax}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? `${textId}-error` : undefined}
          className={`block w-full rounded-lg border px-3 py-2 text-base text-gray-900 sm:text-sm ${
            errors.text ? 'border-red-600 bg-red-50' : 'border-gray-400 bg-white'
          }`}
        />
        {errors.text && (
          <p id={`${textId}-error`} className="mt-1 text-sm text-red-700">
            Review {errors.text}
          </p>
        )}
      </div>
      <TextField
        label="Name shown with your review"
        name="name"
        optional
        hint="Left empty, your review is signed “Verified buyer”."
        autoComplete="nickname"
        maxLength={REVIEW_LIMITS.nameMax}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name && `Name ${errors.name}`}
      />
      <div className="flex gap-3">
        <Button type="submit" busy={busy}>
          {busy ? 'Saving…' : review ? 'Save changes' : 'Submit review'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
