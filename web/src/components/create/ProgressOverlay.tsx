export const CREATE_STEPS = [
  "Creating article...",
  "Saving article...",
  "Processing images...",
  "Finalizing...",
] as const;

/** Full-screen progress while an article is created (spec §2 /create). */
export function ProgressOverlay({ step }: { step: number }) {
  return (
    <div className="progress-overlay" role="dialog" aria-modal="true" aria-labelledby="progress-title">
      <div className="progress-overlay__panel">
        <h2 id="progress-title">Publishing your article</h2>
        <ol>
          {CREATE_STEPS.map((label, i) => (
            <li key={label} aria-current={i === step ? "step" : undefined} data-done={i < step || undefined}>
              {i < step ? "✓ " : ""}
              {label}
            </li>
          ))}
        </ol>
        <p role="status" aria-live="polite">
          {CREATE_STEPS[step]}
        </p>
      </div>
    </div>
  );
}
