// engine-independent: the routes' schemas and limits decide every answer, and a value that reaches the database meets
// the same PostgreSQL type input in PGlite as on a server.
import { createPaymentTestApp } from "../test/payment-test-app";
import { walkRouteShard } from "../test/route-walk";

walkRouteShard(createPaymentTestApp, 2, 3);
