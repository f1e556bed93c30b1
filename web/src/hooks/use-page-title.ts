import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { pageTitle } from "../lib/page-titles";

/** Sets the tab title on every navigation (Layout); content pages override it (useContentTitle). */
export function usePageTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const title = pageTitle(pathname);
    if (title) document.title = title;
  }, [pathname]);
}

/** The tab title of a page named by its content, once loaded (a story, a league). */
export function useContentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
