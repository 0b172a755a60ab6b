/**
 * What the Profile section shows and can do, read from the profile machine: the values, a message id
 * per field (the view translates it), progress, the saved notice, and the functions that send events.
 */
import { ruleMessageId, type RuleField } from '../auth-rules';
import { failureMessageId } from '../shared/call-failure';
import { rememberedBy } from '../shared/remembered';
import { PROFILE_FIELDS, type ProfileEvent, type ProfileField, type ProfileFieldError, type ProfileSnapshot } from './profile.machine';

type Send = (event: ProfileEvent) => void;

/** The sign-up catalogue's name for each field's rules (`auth.error.<name>.*`): the same rules, the same words. */
const RULE_FIELD: Record<ProfileField, RuleField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phoneCountry: 'country',
  phone: 'phone',
  extension: 'extension',
};

function fieldMessageId(field: ProfileField, error: ProfileFieldError | undefined): string | null {
  if (!error) return null;
  if (error === 'emailTaken') return 'account.profile.error.emailTaken';
  if (error === 'serverRejected') return 'account.error.rejected';
  return ruleMessageId(RULE_FIELD[field], error);
}

function createActions(send: Send) {
  return {
    /** One stable handler per field: memoised fields skip the re-render of every keystroke elsewhere. */
    edit: Object.fromEntries(PROFILE_FIELDS.map((field) => [field, (value: string) => send({ type: 'EDIT', field, value })])) as Record<
      ProfileField,
      (value: string) => void
    >,
    editLanguage: (value: string) => send({ type: 'EDIT_LANGUAGE', value }),
    submit: () => send({ type: 'SUBMIT' }),
  };
}

const actionsFor = rememberedBy(createActions);

export function connectProfile(snapshot: ProfileSnapshot, send: Send) {
  const { context } = snapshot;
  return {
    values: context.values,
    language: context.language,
    errors: Object.fromEntries(PROFILE_FIELDS.map((f) => [f, fieldMessageId(f, context.errors[f])])) as Record<ProfileField, string | null>,
    /** Changes whenever field errors are set: the view then focuses the first one. */
    errorSeq: context.errorSeq,
    formError: context.formError ? failureMessageId(context.formError, 'account.error', 'account.profile.saveFailed') : null,
    saving: snapshot.matches('saving'),
    saved: snapshot.matches('saved'),
    canSave: snapshot.can({ type: 'SUBMIT' }),
    ...actionsFor(send),
  };
}

export type ProfileView = ReturnType<typeof connectProfile>;
