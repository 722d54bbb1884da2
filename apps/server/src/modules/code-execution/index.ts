export {
  loadValidationSandbox,
  SANDBOX_LIMITS,
  type SandboxFailure,
  type SandboxResult,
  ValidationSandbox,
} from './sandbox';
export { runValidationQuestion, sandboxAnswers, validationOutcome } from './validation-outcome';
