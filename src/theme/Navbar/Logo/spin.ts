/** How long one turn of the navbar logo lasts before it resets (spec: 250 ms). */
export const logoSpinResetMs = 250;
