/** The chat panel's box (and the box of the notice shown when the panel's code cannot be loaded). */
export const CHAT_PANEL_CLASS =
  "fixed z-50 flex flex-col overflow-hidden border border-slate-200 bg-white shadow-2xl max-md:inset-x-0 max-md:bottom-0 max-md:h-[min(500px,100dvh)] max-md:w-full max-md:rounded-t-2xl md:right-4 md:bottom-22 md:h-[500px] md:w-96 md:rounded-2xl [&[hidden]]:hidden";
