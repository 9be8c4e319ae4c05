import "./zod-jitless";

/** react-hook-form's zod resolver, with zod set to parse without `new Function` first (zod-jitless.ts). */
export { zodResolver } from "@hookform/resolvers/zod";
