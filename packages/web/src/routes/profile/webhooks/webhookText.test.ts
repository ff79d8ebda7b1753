import { FOLIO_WEBHOOK_EVENTS, WEBHOOK_EVENTS, WEBSITE_WEBHOOK_EVENTS } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { attemptSucceeded, attemptText, deliveryStatus, eventsOfScope, fieldProblem, parseScopeValue, prettyPayload, scopeText, scopeValue, webhookStatus } from './webhookText.ts';

describe('webhookStatus', () => {
  const on = { enabled: true, disabledReason: null, failingSince: null };
  it('says On while deliveries succeed', () => expect(webhookStatus(on)).toEqual({ label: 'On', color: 'teal' }));
  it('says Off when its owner turned it off', () => expect(webhookStatus({ ...on, enabled: false })).toEqual({ label: 'Off', color: 'gray' }));
  it('says since when it fails', () => {
    expect(webhookStatus({ ...on, failingSince: '2026-01-03T23:45:00Z' }, 'UTC')).toEqual({ label: 'Failing since January 3, 11:45 PM', color: 'orange' });
  });
  it('says why Folio turned it off, before any failure', () => {
    expect(webhookStatus({ enabled: false, disabledReason: 'the endpoint answered 410 Gone', failingSince: '2026-01-03T23:45:00Z' })).toEqual({
      label: 'Turned off',
      color: 'red',
      reason: 'The endpoint answered 410 Gone.',
    });
  });
});

describe('scopes', () => {
  it('names whose events a webhook takes', () => {
    expect(scopeText({ type: 'account' })).toBe('All your folios and websites');
    expect(scopeText({ type: 'folio', id: 'f', name: 'Open day' })).toBe('The folio “Open day”');
    expect(scopeText({ type: 'website', id: 'w', name: 'Shop' })).toBe('The website “Shop”');
  });
  it('limits the events to the scope’s', () => {
    expect(eventsOfScope('account')).toEqual(WEBHOOK_EVENTS);
    expect(eventsOfScope('folio')).toEqual(FOLIO_WEBHOOK_EVENTS);
    expect(eventsOfScope('website')).toEqual(WEBSITE_WEBHOOK_EVENTS);
  });
  it('reads the picker’s value back', () => {
    expect(parseScopeValue(scopeValue('account'))).toEqual({ type: 'account' });
    expect(parseScopeValue(scopeValue('folio', 'f1'))).toEqual({ type: 'folio', folioId: 'f1' });
    expect(parseScopeValue(scopeValue('website', 'w1'))).toEqual({ type: 'website', websiteId: 'w1' });
    expect(parseScopeValue('folio:')).toEqual({ type: 'account' });
    expect(parseScopeValue('nonsense')).toEqual({ type: 'account' });
  });
});

describe('fieldProblem', () => {
  it('puts a refusal under the field it names', () => {
    expect(fieldProblem('url: 10.0.0.1 is a private, loopback or link-local address')).toEqual({ field: 'url', text: '10.0.0.1 is a private, loopback or link-local address' });
    expect(fieldProblem('url: give the full address of your endpoint')).toEqual({ field: 'url', text: 'Give the full address of your endpoint' });
    expect(fieldProblem('events: pick at least one event')).toEqual({ field: 'events', text: 'Pick at least one event' });
    expect(fieldProblem('folioId: no such folio of yours').field).toBe('scope');
    expect(fieldProblem('websiteId: no such website of yours').field).toBe('scope');
    expect(fieldProblem('body.description: Too big').field).toBe('description');
    expect(fieldProblem('body.events.0: Invalid option').field).toBe('events');
  });
  it('keeps any other message for the whole form', () => {
    expect(fieldProblem('An account has at most 20 webhooks; delete one first')).toEqual({ field: null, text: 'An account has at most 20 webhooks; delete one first' });
    expect(fieldProblem('note: something')).toEqual({ field: null, text: 'note: something' });
  });
});

describe('deliveries', () => {
  it('says how a delivery went', () => {
    expect(deliveryStatus({ status: 'succeeded', nextAttemptAt: null }).label).toBe('Succeeded');
    expect(deliveryStatus({ status: 'failed', nextAttemptAt: null }).label).toBe('Failed');
    expect(deliveryStatus({ status: 'pending', nextAttemptAt: null }).label).toBe('Pending');
    expect(deliveryStatus({ status: 'pending', nextAttemptAt: '2026-01-03T23:45:00Z' }, 'UTC').label).toBe('Pending, next try January 3, 11:45 PM');
  });
  it('says what an attempt got', () => {
    expect(attemptText({ statusCode: 200, durationMs: 35 })).toBe('Answer 200 · 35 ms');
    expect(attemptText({ statusCode: null, durationMs: 10000 })).toBe('No answer · 10000 ms');
    expect(attemptSucceeded({ statusCode: 204 })).toBe(true);
    expect(attemptSucceeded({ statusCode: 500 })).toBe(false);
    expect(attemptSucceeded({ statusCode: null })).toBe(false);
  });
  it('indents a JSON payload and leaves anything else as it is', () => {
    expect(prettyPayload('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyPayload('not json')).toBe('not json');
  });
});
