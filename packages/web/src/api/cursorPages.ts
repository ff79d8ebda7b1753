/**
 * A list read page after page by keyset (issue 28): "Show more" asks for the page after the last one, by the
 * nextCursor the server gave, so each click reads one page however long the list already is.
 */
import { keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';

export interface CursorPage<T> {
  items: T[];
  total: number;
  totalIsEstimate?: boolean;
  nextCursor: string | null;
}

export function useCursorPages<T>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<CursorPage<T>>,
  enabled = true,
  /** read the pages again every 1.5 s while this holds of their items (e.g. a thumbnail being made) */
  rereadWhile?: (items: T[]) => boolean,
) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    refetchInterval: (q) => (rereadWhile && rereadWhile((q.state.data?.pages ?? []).flatMap((p) => p.items)) ? 1500 : false),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // the cards stay while a changed filter loads (a click on one is not lost to a blank list)
    placeholderData: keepPreviousData,
    enabled,
  });
  const pages = query.data?.pages ?? [];
  return {
    isPending: query.isPending,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    items: pages.flatMap((p) => p.items),
    total: pages[0]?.total ?? 0,
    totalIsEstimate: pages[0]?.totalIsEstimate ?? false,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    more: () => void query.fetchNextPage(),
  };
}
