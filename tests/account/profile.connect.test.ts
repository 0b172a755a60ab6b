/**
 * connectProfile over snapshots of the real profile machine: the values start from the user, the
 * required fields and the Sign Up phone rules say their message next to the field, every business code
 * its own message, nothing typed is lost on a failure, and a save reaches the session and the language.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import { connectProfile } from '../../machines/account/profile.connect';
import { profileMachine, type CurrentUser, type ProfileRequest } from '../../machines/account/profile.machine';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const USER: CurrentUser = {
  id: 'USR-1', firstName: 'Sam', lastName: 'Shipper', email: 'shipper@example.com', phone: '+15625550101', phoneCountry: 'US',
  extension: '', role: 'BUYER', admin: false, status: 'ACTIVE', companyId: 'CMP-1', companyName: 'Acme', createdAt: '2025-09-27T00:00:00Z',
  branchParameterDTO: { groupKey: 'CMP-1' }, client: '', tag: '', level: 'STANDARD',
};

function start(answer: (request: ProfileRequest) => Promise<CurrentUser>) {
  const saved: CurrentUser[] = [];
  const languages: string[] = [];
  const requests: ProfileRequest[] = [];
  const actor = createActor(
    profileMachine.provide({
      actors: {
        saveProfile: fromPromise<CurrentUser, ProfileRequest>(({ input }) => {
          requests.push(input);
          return answer(input);
        }),
      },
      actions: {
        profileSaved: (_, user: CurrentUser) => saved.push(user),
        applyLanguage: (_, language: string) => languages.push(language),
      },
    }),
    { input: { user: USER, language: 'en_US' } },
  );
  actor.start();
  const sent: string[] = [];
  const send = (event: Parameters<typeof actor.send>[0]) => {
    sent.push(event.type);
    actor.send(event);
  };
  return { actor, sent, saved, languages, requests, view: () => connectProfile(actor.getSnapshot(), send) };
}

describe('connectProfile', () => {
  it('starts from the signed-in user, ready to save', () => {
    const { view } = start(async () => USER);
    expect(view()).toMatchObject({
      values: { firstName: 'Sam', lastName: 'Shipper', email: 'shipper@example.com', phoneCountry: 'US', phone: '+15625550101', extension: '' },
      language: 'en_US', saving: false, saved: false, canSave: true, formError: null,
      errors: { firstName: null, lastName: null, email: null, phoneCountry: null, phone: null, extension: null },
    });
  });

  it('says each required field next to it, keeps the rest, and sends nothing', async () => {
    const { view, requests } = start(async () => USER);
    view().edit.firstName('');
    view().edit.phone(' ');
    view().edit.email('not-an-email');
    view().submit();
    await settle();
    expect(requests).toHaveLength(0);
    expect(view().errors).toMatchObject({
      firstName: 'auth.error.firstName.required', phone: 'auth.error.phone.required', email: 'auth.error.email.format', lastName: null,
    });
    expect(view().values).toMatchObject({ lastName: 'Shipper', email: 'not-an-email', phoneCountry: 'US' });
    expect(view().errorSeq).toBe(1);
    // Typing in a field clears its own message only.
    view().edit.firstName('Samuel');
    expect(view().errors).toMatchObject({ firstName: null, phone: 'auth.error.phone.required' });
  });

  it('checks the phone against its country (the Sign Up rule) and the extension format', () => {
    const { view } = start(async () => USER);
    view().edit.phone('12');
    view().edit.extension('12a');
    view().submit();
    expect(view().errors).toMatchObject({ phone: 'auth.error.phone.format', extension: 'auth.error.extension.format' });
  });

  it('saves the E.164 form, tells the session and applies the language; "saved" until the next edit', async () => {
    let resolve!: (u: CurrentUser) => void;
    const { view, saved, languages, requests } = start(() => new Promise((r) => (resolve = r)));
    view().edit.firstName('  Samantha ');
    view().edit.phoneCountry('GB');
    view().edit.phone('020 7946 0958');
    view().edit.extension('42');
    view().editLanguage('zh_TW');
    view().submit();
    expect(view()).toMatchObject({ saving: true, canSave: false });
    expect(requests[0]).toEqual({
      firstName: 'Samantha', lastName: 'Shipper', email: 'shipper@example.com', phone: '+442079460958', phoneCountry: 'GB', extension: '42',
    });
    resolve({ ...USER, firstName: 'Samantha', phone: '+442079460958', phoneCountry: 'GB', extension: '42' });
    await settle();
    expect(view()).toMatchObject({ saving: false, saved: true, values: { firstName: 'Samantha', phone: '+442079460958' } });
    expect(saved.map((u) => u.firstName)).toEqual(['Samantha']);
    expect(languages).toEqual(['zh_TW']);
    view().edit.lastName('S');
    expect(view().saved).toBe(false);
  });

  it('says an e-mail another user has (10302) next to the e-mail, keeping everything typed', async () => {
    const { view, saved } = start(async () => {
      throw new ApiError('business', 200, 10302, 'This e-mail is already used by another user.');
    });
    view().edit.email('admin@example.com');
    view().edit.lastName('Smith');
    view().submit();
    await settle();
    expect(view()).toMatchObject({ saving: false, saved: false, formError: null, errors: { email: 'account.profile.error.emailTaken' } });
    expect(view().values).toMatchObject({ email: 'admin@example.com', lastName: 'Smith' });
    expect(saved).toHaveLength(0);
  });

  it('puts a field the server refused (90001) next to that field', async () => {
    const { view } = start(async () => {
      throw new ApiError('business', 200, 90001, 'phoneCountry: use a two-letter country code, e.g. US.');
    });
    view().submit();
    await settle();
    expect(view().errors.phoneCountry).toBe('account.error.rejected');
  });

  it.each([
    [new ApiError('network', 0, null, null), 'account.error.network'],
    [new ApiError('timeout', 0, null, null), 'account.error.timeout'],
    [new ApiError('too-frequent', 0, null, null), 'account.error.tooFrequent'],
    [new ApiError('auth', 401, null, null), 'account.error.sessionEnded'],
    [new ApiError('http', 500, null, 'boom'), 'account.profile.saveFailed'],
    [new ApiError('business', 200, 90001, 'something else'), 'account.profile.saveFailed'],
  ])('words a failed save (%s) as %s and can try again', async (error, id) => {
    let fail = true;
    const { view, sent } = start(async () => {
      if (fail) throw error;
      return USER;
    });
    view().submit();
    await settle();
    expect(view()).toMatchObject({ formError: id, saving: false, canSave: true });
    fail = false;
    view().submit();
    await settle();
    expect(view()).toMatchObject({ formError: null, saved: true });
    expect(sent).toEqual(['SUBMIT', 'SUBMIT']);
  });
});
