import { prepareTestDatabases } from '@pasarlens/db/testing';

export default prepareTestDatabases;
