import { useParams, useSearchParams } from 'react-router';

/** The user id and token of a mailed link, `/<screen>/:id?token=…`; empty strings where missing. */
export function useTokenLink(): { id: string; token: string } {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return { id, token: params.get('token') ?? '' };
}
