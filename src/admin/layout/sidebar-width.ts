export const sidebarWidth = 240; // SPEC 9
