import "pg";

declare module "pg" {
  interface ClientBase {
    /**
     * The server process this connection talks to, set once it is connected. pg has it (it
     * sends it with a cancel request); @types/pg leaves it out.
     */
    readonly processID: number | null;
  }
}
