import catalogue from 'virtual:site-catalogue/id';

export default catalogue;
