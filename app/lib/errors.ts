/** Small domain errors thrown by services; each transport maps them to a status and a message. */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 429 | 502 | 503,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidError extends DomainError {
  /** Per-field messages of a form (field name → message), when the input was a form. */
  constructor(
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message, 400);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string) {
    super(message, 404);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super(message, 409);
  }
}

/**
 * A save against a record that changed since the form read it (its `expectedVersion` is not the
 * stored one): nothing was written, and the answer carries the record as stored now and its version,
 * so the form can show what changed and save again on purpose with that version.
 */
export class StaleVersionError extends ConflictError {
  /** The version stored now: the record's `updatedAt`, or the word a record without a date has (a built-in prompt). */
  readonly version: string;
  constructor(current: { updatedAt: string });
  constructor(current: object, version: string);
  constructor(
    readonly current: object,
    version?: string,
  ) {
    super("This was saved elsewhere since you opened it: nothing was saved");
    this.version = version ?? (current as { updatedAt: string }).updatedAt;
  }
}

/**
 * A change that needs the curator's explicit yes (sent again with `confirm: true`): the answer lists
 * what the change would leave wrong, so the page can ask with that list.
 */
export class ConfirmationNeededError extends DomainError {
  constructor(
    message: string,
    readonly problems: string[],
  ) {
    super(message, 409);
  }
}

/** Input refused whole for several reasons (an imported file: a line each); nothing was written. */
export class ProblemsError extends DomainError {
  constructor(
    message: string,
    readonly problems: string[],
  ) {
    super(message, 400);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message: string) {
    super(message, 401);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message: string) {
    super(message, 403);
  }
}

/** A service this one depends on is not configured or not reachable. */
export class UnavailableError extends DomainError {
  constructor(message: string) {
    super(message, 503);
  }
}

/** A service this one depends on answered, but not usefully. */
export class UpstreamError extends DomainError {
  constructor(message: string) {
    super(message, 502);
  }
}
