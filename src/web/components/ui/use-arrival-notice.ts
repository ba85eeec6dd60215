import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";

/** What a form hands the list it returns to: the success text to show there. */
export interface ArrivalNotice {
  notice: string;
}

/**
 * The notice a form left in the navigation state ('Package created successfully!'), read once:
 * the state is cleared at once, so a reload or a return through history does not say it again.
 */
export function useArrivalNotice(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice] = useState(() => (location.state as ArrivalNotice | null)?.notice ?? null);
  useEffect(() => {
    if (location.state) {
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    }
  }, [location, navigate]);
  return notice;
}
