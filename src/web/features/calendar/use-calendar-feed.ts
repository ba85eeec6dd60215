import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

export interface CalendarFeed {
  /** The https address; its webcal:// form opens a calendar app to subscribe. */
  url: string;
}

const feedKey = (userId: string) => ["me", userId, "calendar-feed"];

/** The address of the student's personal calendar feed (made the first time it is asked for). */
export function useCalendarFeed(userId: string) {
  return useQuery({
    queryKey: feedKey(userId),
    queryFn: () => api.get<CalendarFeed>("/api/me/calendar-feed"),
    // It changes only by a reset from this page, which sets it.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Replaces the feed's secret: the old address stops working, the new one is shown. */
export function useResetCalendarFeed(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeed>("/api/me/calendar-feed/reset", {}),
    onSuccess: (feed) => queryClient.setQueryData(feedKey(userId), feed),
  });
}

/** The same address for calendar apps: webcal:// makes the browser hand it to one to subscribe. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:/, "webcal:");
}
