import { LANGUAGE_TEXTS, WEBSITE_TEXTS } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { serverFieldError, settingsPatch, settingsProblems, settingsValues } from './settings.ts';
import { website } from './testing.ts';

describe('the settings form', () => {
  it('starts from the website, with empty text for no tag manager id or domain', () => {
    expect(settingsValues(website())).toEqual({
      name: 'My site',
      slug: 'my-site',
      description: '',
      noindex: false,
      faviconAssetId: null,
      logoAssetId: null,
      tagManagerId: '',
      customDomain: '',
      language: '',
    });
  });

  it('sends the language in its usual case, null to clear it, and checks it with the model', () => {
    expect(settingsPatch(website(), { ...settingsValues(website()), language: ' pt-br ' })).toEqual({ language: 'pt-BR' });
    const site = website({ language: 'ar' });
    expect(settingsPatch(site, { ...settingsValues(site), language: '' })).toEqual({ language: null });
    expect(settingsPatch(site, { ...settingsValues(site), language: 'AR' })).toEqual({});
    expect(settingsProblems({ ...settingsValues(site), language: 'Arabic' })).toEqual({ language: LANGUAGE_TEXTS.malformed });
    expect(serverFieldError(`language: ${LANGUAGE_TEXTS.malformed}`)).toEqual({ field: 'language', text: LANGUAGE_TEXTS.malformed });
  });

  it('sends nothing when nothing changed', () => {
    const site = website({ tagManagerId: 'GTM-AB12CD3', customDomain: 'www.example.com' });
    expect(settingsPatch(site, settingsValues(site))).toEqual({});
  });

  it('sends only the fields that changed, trimmed', () => {
    const site = website();
    const patch = settingsPatch(site, { ...settingsValues(site), name: '  New name ', noindex: true, logoAssetId: 'img1' });
    expect(patch).toEqual({ name: 'New name', noindex: true, logoAssetId: 'img1' });
  });

  it('clears the tag manager id and the domain with null, and lower-cases the domain', () => {
    const site = website({ tagManagerId: 'GTM-AB12CD3', customDomain: 'www.example.com', faviconAssetId: 'img1' });
    const values = { ...settingsValues(site), tagManagerId: ' ', customDomain: '', faviconAssetId: null };
    expect(settingsPatch(site, values)).toEqual({ tagManagerId: null, customDomain: null, faviconAssetId: null });
    expect(settingsPatch(website(), { ...settingsValues(website()), customDomain: 'WWW.Example.org ' })).toEqual({ customDomain: 'www.example.org' });
  });

  it('checks the values with the model rules and texts', () => {
    const values = settingsValues(website());
    expect(settingsProblems(values)).toEqual({});
    expect(settingsProblems({ ...values, tagManagerId: 'GTM-12' })).toEqual({ tagManagerId: WEBSITE_TEXTS.tagManagerId });
    expect(settingsProblems({ ...values, tagManagerId: 'gtm-ab12cd3' })).toEqual({});
    expect(settingsProblems({ ...values, customDomain: 'http://example.com/x' })).toEqual({ customDomain: WEBSITE_TEXTS.customDomain });
    expect(settingsProblems({ ...values, name: '  ' })).toEqual({ name: WEBSITE_TEXTS.name });
    expect(settingsProblems({ ...values, name: 'x'.repeat(201) })).toEqual({ name: WEBSITE_TEXTS.name });
    expect(settingsProblems({ ...values, slug: 'My Site' })).toEqual({ slug: WEBSITE_TEXTS.slug });
    expect(settingsProblems({ ...values, description: 'x'.repeat(1001) })).toHaveProperty('description');
  });
});

describe('server refusals of a settings save', () => {
  it('go under the field the message is about, as the sentence alone', () => {
    expect(serverFieldError(WEBSITE_TEXTS.tagManagerId)).toEqual({ field: 'tagManagerId', text: WEBSITE_TEXTS.tagManagerId });
    expect(serverFieldError('This website address is already taken')).toEqual({ field: 'slug', text: 'This website address is already taken' });
    expect(serverFieldError('This domain is already used by another website')?.field).toBe('customDomain');
    expect(serverFieldError('body.faviconAssetId: The favicon must be one of your images')?.field).toBe('faviconAssetId');
    expect(serverFieldError('The logo must be one of your images')?.field).toBe('logoAssetId');
  });

  it('name no field otherwise', () => {
    expect(serverFieldError('Internal Server Error: Something broke')).toBeNull();
  });
});
